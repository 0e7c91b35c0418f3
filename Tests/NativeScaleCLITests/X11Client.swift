import Foundation
import NativeScaleResults
import NativeScaleStatistics
import NativeScaleTestSupport

/// Drives windows on a test X server the way a user and a window manager would: finds a window
/// by title, sends key presses (`XSendEvent`), and sets `WM_STATE` (what a window manager sets
/// on minimise, and what GLFW reads for `GLFW_ICONIFIED`). libX11 is opened at run time.
final class X11Client {
    struct Failure: Error, CustomStringConvertible { let description: String }

    private typealias OpenDisplay = @convention(c) (UnsafePointer<CChar>?) -> OpaquePointer?
    private typealias CloseDisplay = @convention(c) (OpaquePointer?) -> Int32
    private typealias DefaultRoot = @convention(c) (OpaquePointer?) -> UInt
    private typealias QueryTree =
        @convention(c) (
            OpaquePointer?, UInt, UnsafeMutablePointer<UInt>, UnsafeMutablePointer<UInt>,
            UnsafeMutablePointer<UnsafeMutablePointer<UInt>?>, UnsafeMutablePointer<UInt32>
        ) -> Int32
    private typealias GetWindowProperty =
        @convention(c) (
            OpaquePointer?, UInt, UInt, Int, Int, Int32, UInt, UnsafeMutablePointer<UInt>,
            UnsafeMutablePointer<Int32>, UnsafeMutablePointer<UInt>, UnsafeMutablePointer<UInt>,
            UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>
        ) -> Int32
    private typealias Free = @convention(c) (UnsafeMutableRawPointer?) -> Int32
    private typealias InternAtom = @convention(c) (OpaquePointer?, UnsafePointer<CChar>, Int32) -> UInt
    private typealias ChangeProperty = @convention(c) (OpaquePointer?, UInt, UInt, UInt, Int32, Int32, UnsafeRawPointer, Int32) -> Int32
    private typealias KeysymToKeycode = @convention(c) (OpaquePointer?, UInt) -> UInt8
    private typealias SendEvent = @convention(c) (OpaquePointer?, UInt, Int32, Int, UnsafeMutableRawPointer) -> Int32
    private typealias Flush = @convention(c) (OpaquePointer?) -> Int32

    private let display: OpaquePointer
    private let library: UnsafeMutableRawPointer
    private func symbol<T>(_ name: String) throws -> T {
        guard let pointer = dlsym(library, name) else { throw Failure(description: "libX11 has no \(name)") }
        return unsafeBitCast(pointer, to: T.self)
    }

    init(display name: String) throws {
        guard let library = dlopen("libX11.so.6", RTLD_NOW) else { throw Failure(description: "libX11.so.6 not found") }
        self.library = library
        let open: OpenDisplay = try Self.load(library, "XOpenDisplay")
        guard let display = open(name) else { throw Failure(description: "cannot open X display \(name)") }
        self.display = display
    }

    deinit {
        if let close: CloseDisplay = try? symbol("XCloseDisplay") { _ = close(display) }
    }

    private static func load<T>(_ library: UnsafeMutableRawPointer, _ name: String) throws -> T {
        guard let pointer = dlsym(library, name) else { throw Failure(description: "libX11 has no \(name)") }
        return unsafeBitCast(pointer, to: T.self)
    }

    /// The UTF-8 title GLFW sets in `_NET_WM_NAME` (WM_NAME holds compound text); nil when unset.
    func title(of window: UInt) throws -> String? {
        let property: GetWindowProperty = try symbol("XGetWindowProperty")
        let intern: InternAtom = try symbol("XInternAtom")
        let free: Free = try symbol("XFree")
        let netName = intern(display, "_NET_WM_NAME", 0)
        let utf8 = intern(display, "UTF8_STRING", 0)
        var type: UInt = 0
        var format: Int32 = 0
        var items: UInt = 0
        var after: UInt = 0
        var value: UnsafeMutablePointer<UInt8>?
        guard property(display, window, netName, 0, 1024, 0, utf8, &type, &format, &items, &after, &value) == 0, let value else { return nil }
        defer { _ = free(value) }
        return String(decoding: UnsafeBufferPointer(start: value, count: Int(items)), as: UTF8.self)
    }

    /// The first top-level window whose title starts with `prefix`, waiting up to `timeout` seconds.
    func window(titled prefix: String, timeout: Double) throws -> UInt {
        let root: DefaultRoot = try symbol("XDefaultRootWindow")
        let query: QueryTree = try symbol("XQueryTree")
        let free: Free = try symbol("XFree")
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            var rootReturn: UInt = 0
            var parent: UInt = 0
            var count: UInt32 = 0
            var children: UnsafeMutablePointer<UInt>?
            if query(display, root(display), &rootReturn, &parent, &children, &count) != 0, let children {
                defer { _ = free(children) }
                for index in 0..<Int(count) where try title(of: children[index])?.hasPrefix(prefix) == true {
                    return children[index]
                }
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw Failure(description: "no window titled '\(prefix)…' appeared within \(timeout) s")
    }

    /// Waits until `window`'s title contains `text` (the program under test says what it shows
    /// there), up to `timeout` seconds; the title it last saw is in the failure.
    func waitForTitle(of window: UInt, containing text: String, timeout: Double = 30) throws {
        let deadline = Date().addingTimeInterval(timeout)
        var last: String?
        while Date() < deadline {
            last = try title(of: window)
            if last?.contains(text) == true { return }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw Failure(description: "the title never contained '\(text)' within \(timeout) s; it was '\(last ?? "unset")'")
    }

    /// Sends a key press for `keysym` (e.g. 0x73 for S, 0xff1b for Escape) to `window`.
    func press(_ keysym: UInt, in window: UInt) throws {
        let toKeycode: KeysymToKeycode = try symbol("XKeysymToKeycode")
        let root: DefaultRoot = try symbol("XDefaultRootWindow")
        // XKeyEvent (LP64): …, root at 40, keycode at 84, same_screen at 88.
        // Type 2 is KeyPress, mask 1 KeyPressMask.
        try send(type: 2, to: window, mask: 1) { event in
            event.storeBytes(of: root(display), toByteOffset: 40, as: UInt.self)
            event.storeBytes(of: UInt32(toKeycode(display, keysym)), toByteOffset: 84, as: UInt32.self)
            event.storeBytes(of: Int32(1), toByteOffset: 88, as: Int32.self)
        }
    }

    /// Asks `window` to close the way a window manager's close button does: a
    /// `WM_PROTOCOLS` / `WM_DELETE_WINDOW` client message.
    func requestClose(of window: UInt) throws {
        let intern: InternAtom = try symbol("XInternAtom")
        // XClientMessageEvent (LP64): …, message_type at 40, format at 48, data.l[0] at 56.
        // Type 33 is ClientMessage.
        try send(type: 33, to: window, mask: 0) { event in
            event.storeBytes(of: intern(display, "WM_PROTOCOLS", 0), toByteOffset: 40, as: UInt.self)
            event.storeBytes(of: Int32(32), toByteOffset: 48, as: Int32.self)
            event.storeBytes(of: intern(display, "WM_DELETE_WINDOW", 0), toByteOffset: 56, as: UInt.self)
        }
    }

    /// Sends a synthetic event (`XSendEvent`): the 192-byte XEvent union with type, display and
    /// window filled in (offsets 0, 24, 32), the rest by `fill`.
    private func send(type: Int32, to window: UInt, mask: Int, fill: (UnsafeMutableRawPointer) -> Void) throws {
        let sendEvent: SendEvent = try symbol("XSendEvent")
        let flush: Flush = try symbol("XFlush")
        let event = UnsafeMutableRawPointer.allocate(byteCount: 192, alignment: 8)
        defer { event.deallocate() }
        event.initializeMemory(as: UInt8.self, repeating: 0, count: 192)
        event.storeBytes(of: type, toByteOffset: 0, as: Int32.self)
        event.storeBytes(of: display, toByteOffset: 24, as: OpaquePointer.self)
        event.storeBytes(of: window, toByteOffset: 32, as: UInt.self)
        fill(event)
        guard sendEvent(display, window, mask == 0 ? 0 : 1, mask, event) != 0 else { throw Failure(description: "XSendEvent failed") }
        _ = flush(display)
    }

    /// Sets `WM_STATE` on `window` to `state` (1 normal, 3 iconic), as a window manager does.
    func setState(_ state: Int, of window: UInt) throws {
        let intern: InternAtom = try symbol("XInternAtom")
        let change: ChangeProperty = try symbol("XChangeProperty")
        let flush: Flush = try symbol("XFlush")
        let atom = intern(display, "WM_STATE", 0)
        var data: [Int] = [state, 0]
        // Mode 0 is PropModeReplace.
        _ = change(display, window, atom, atom, 32, 0, &data, 2)
        _ = flush(display)
    }
}
