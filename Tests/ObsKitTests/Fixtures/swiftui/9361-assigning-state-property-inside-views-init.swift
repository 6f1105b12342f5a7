// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/state (assigning a @State property inside the view's init does nothing: the state isn't installed yet, so the body shows the declared initial value)
// Apple's State page: "Declare state as private to prevent setting it in a memberwise initializer, which can conflict
// with the storage management that SwiftUI provides", and SwiftUI manages the property's storage. In an init, the
// State has no storage in the view graph yet: `remaining = start` goes through the wrapped value's setter, which has
// nowhere to write, so reading it back gives the declared 10, and so does the first body. (The working forms are
// `_remaining = State(initialValue: start)` for a first value, or a plain `let` / @Binding for a value the parent owns.)
// - Mount: the init asks for 3, reads 10; the body shows 10.
// - "Tick": the state is installed now: 9.
import SwiftUI

struct Countdown: View {
    @State private var remaining = 10

    init(start: Int) {
        remaining = start
        print("init: asked for \(start), remaining reads \(remaining)")
    }

    var body: some View {
        let _ = print("countdown body: \(remaining)")
        VStack {
            Text("\(remaining) s")
            Button("Tick") { remaining -= 1 }
        }
    }
}

:mount Countdown(start: 3)
// expect: init: asked for 3, remaining reads 10
// expect: countdown body: 10
:tap "Tick"
// expect: countdown body: 9
