// A few lines against nativescale's libraries: a display's sizes from the catalog (NativeScaleCore)
// and FLIP of two images at that display's pixels per degree (NativeScaleQuality). Exits non-zero
// when a figure is not the one nativescale documents.
import NativeScaleCore
import NativeScaleQuality

let entry = try DisplayCatalog.entry(named: "iphone-8-plus")
let plan = RenderTargetPlan(display: entry.display)
print("\(entry.name): drawable \(plan.drawableSize), native \(plan.nativeSize), \(plan.pixelRatio)× the pixels")

// A 1-pixel checkerboard against the same board shifted by one column: every pixel flips from
// black to white, which FLIP at a phone's viewing scores far above 0; the board against itself is 0.
let viewing = try ViewingGeometry.resolve(panel: entry.panel)
let flip = FLIP(pixelsPerDegree: viewing.pixelsPerDegree)
func board(shift: Int) -> RGBAImage {
    RGBAImage(width: 64, height: 64) { x, y in
        let value: Float = (x + y + shift).isMultiple(of: 2) ? 1 : 0
        return (value, value, value, 1)
    }
}
let same = flip.errorMap(board(shift: 0), against: board(shift: 0)).statistics
let shifted = flip.errorMap(board(shift: 1), against: board(shift: 0)).statistics
print("FLIP at \(viewing.pixelsPerDegree.value) px/°: the board against itself \(same.mean), shifted by a pixel \(shifted.mean)")

guard plan.drawableSize == PixelSize(width: 1242, height: 2208), plan.nativeSize == PixelSize(width: 1080, height: 1920) else {
    print("unexpected sizes: drawable \(plan.drawableSize), native \(plan.nativeSize)")
    throw ConsumerError.unexpectedFigure
}
guard same.mean == 0, shifted.mean > same.mean else {
    print("unexpected FLIP: \(same.mean), \(shifted.mean)")
    throw ConsumerError.unexpectedFigure
}

enum ConsumerError: Error { case unexpectedFigure }
