// Custom DynamicProperty: a @Logged wrapper with only a `let` and update(): when does update() NOT run?
// A parent render rebuilds both children; the one whose value is equal has only its init run, no update() and no
// body (rules §2.6, §2.7); the one whose `let` changed differs field by field (rules §2.3, §2.5) and its update()
// runs before its body (rules §7.2).
import SwiftUI

@propertyWrapper
struct Logged: DynamicProperty {
    let name: String

    init(_ name: String) {
        self.name = name
    }

    var wrappedValue: String { name }

    func update() {
        print("update \(name)")
    }
}

struct Tag: View {
    @Logged var label: String

    init(_ text: String) {
        _label = Logged(text)
    }

    var body: some View {
        let _ = print("body \(label)")
        Text(label)
    }
}

struct Panel: View {
    @State private var n = 0

    var body: some View {
        Button("Bump \(n)") { n += 1 }
        Tag("fixed")
        Tag("count \(n)")
    }
}

:mount Panel()
// expect: update fixed
// expect: body fixed
// expect: update count 0
// expect: body count 0
:tap "Bump 0"
// expect: update count 1
// expect: body count 1
:tap "Bump 1"
// expect: update count 2
// expect: body count 2
