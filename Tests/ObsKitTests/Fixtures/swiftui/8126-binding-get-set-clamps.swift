// SwiftUI from Apple's documentation: a Binding(get:set:) runs its setter for each write and its getter for reads
// Apple, Binding init(get:set:) (https://developer.apple.com/documentation/swiftui/binding/init(get:set:)): "Creates a
// binding with closures that read and write the binding value." The setter clamps; the state stops at 2.
import SwiftUI

struct Bumper: View {
    @Binding var level: Int
    var body: some View {
        Button("Up") { level += 1 }
    }
}

struct Meter: View {
    @State private var level = 0
    var body: some View {
        let _ = print("Meter body \(level)")
        Bumper(level: Binding(
            get: { level },
            set: { newValue in
                print("set \(newValue)")
                level = min(newValue, 2)
            }
        ))
    }
}

:mount Meter()
:tap "Up"
:tap "Up"
:tap "Up"
// expect: Meter body 0
// expect: set 1
// expect: Meter body 1
// expect: set 2
// expect: Meter body 2
// expect: set 3
