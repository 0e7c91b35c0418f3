import NativeScaleCore
import NativeScaleExperiments
import NativeScaleMeasurement
import Testing

@Suite("Interleaving")
struct InterleavingScheduleTests {
    @Test("Rounds rotate and reverse so no path always follows another")
    func order() {
        let paths: [MeasuredPath] = [.native, .scaled(.bilinear), .scaled(.area)]
        let schedule = InterleavingSchedule(paths: paths)
        let rounds = (0..<6).map { schedule.order(ofRound: $0).map(\.name) }
        #expect(rounds[0] == ["native", "scaled/bilinear", "scaled/area"])
        #expect(rounds[1] == ["scaled/area", "scaled/bilinear", "native"])
        #expect(rounds[2] == ["scaled/bilinear", "scaled/area", "native"])
        // Every round renders every path once.
        #expect(rounds.allSatisfy { Set($0).count == 3 })
        // Over the six rounds every path is first twice.
        for path in ["native", "scaled/bilinear", "scaled/area"] {
            #expect(rounds.filter { $0.first == path }.count == 2)
        }
    }
}
