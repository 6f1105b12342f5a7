// environment and custom wrappers style: two wrappers of our own on one view, each a DynamicProperty with a nested @State and an update(); before every body both update() calls run, in the order the properties are declared, whichever one changed (rules §7.1, §7.2)
import SwiftUI

@propertyWrapper
struct Traced: DynamicProperty {
    let name: String
    @State private var value = 0

    init(_ name: String) {
        self.name = name
    }

    var wrappedValue: Int {
        get { value }
        nonmutating set { value = newValue }
    }

    func update() {
        print("update \(name): \(value)")
    }
}

struct DualCounter: View {
    @Traced("left") private var left
    @Traced("right") private var right

    var body: some View {
        let _ = print("DualCounter body: \(left) / \(right)")
        HStack {
            Button("Left") { left += 1 }
            Button("Right") { right += 1 }
        }
    }
}

:mount DualCounter()
// expect: update left: 0
// expect: update right: 0
// expect: DualCounter body: 0 / 0
:tap "Left"
// expect: update left: 1
// expect: update right: 0
// expect: DualCounter body: 1 / 0
:tap "Right"
// expect: update left: 1
// expect: update right: 1
// expect: DualCounter body: 1 / 1
