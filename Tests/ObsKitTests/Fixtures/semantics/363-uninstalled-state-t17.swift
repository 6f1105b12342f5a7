// rules §3 (uninstalled State), §7, T17: the handler closure made in the wrapper's init
// captured a copy of the wrapper whose State was never installed: its setter is a no-op and it
// reads the initial value, so the view never updates. The installed copy (through the view's
// stored field) works.
import SwiftUI

struct Inner {
    let handler: () -> Void
}

struct StateWrapper: DynamicProperty {
    @State var flag = false
    var inner: Inner?
    init() {
        inner = Inner(handler: handle)
    }
    func handle() {
        flag.toggle()
        print("handler ran, flag", flag)
    }
}

struct Screen: View {
    var wrapper = StateWrapper()
    var body: some View {
        let _ = print("body, flag", wrapper.flag)
        Button("Via handler") { wrapper.inner?.handler() }
        Button("Direct") { wrapper.flag.toggle() }
    }
}

:mount Screen()
:tap "Via handler"
:tap "Via handler"
:tap "Direct"

// expect: body, flag false
// expect: handler ran, flag false
// expect: handler ran, flag false
// expect: body, flag true
