// Blog style (a lesson about copying State): a wrapper whose init hands a helper a closure that captures self captures a copy of its @State before install, so the helper's writes go nowhere and the copy keeps reading the initial value; setting the handler in update(), through the installed $key, works (rules §3.6, §7.2, §7.1, T17)
import SwiftUI

final class KeyHandler {
    var onKey: ((String) -> Void)?

    func press(_ key: String) {
        onKey?(key)
    }
}

// Mistake: the closure captures self while the State is not installed yet.
@propertyWrapper
struct LastKey: DynamicProperty {
    @State private var key = "none"
    private let handler = KeyHandler()

    init() {
        handler.onKey = { [self] newKey in
            key = newKey
            print("handler set key to \(newKey), copy reads \(key)")
        }
    }

    var wrappedValue: String { key }
    var projectedValue: KeyHandler { handler }
}

// Fix: connect the handler in update(), where $key reaches the installed storage.
@propertyWrapper
struct FixedLastKey: DynamicProperty {
    @State private var key = "none"
    private let handler = KeyHandler()

    func update() {
        print("FixedLastKey.update")
        let binding = $key
        handler.onKey = { newKey in
            binding.wrappedValue = newKey
            print("fixed handler got \(newKey)")
        }
    }

    var wrappedValue: String { key }
    var projectedValue: KeyHandler { handler }
}

struct KeyView: View {
    @LastKey var lastKey: String

    var body: some View {
        let _ = print("KeyView body: \(lastKey)")
        Button("Press A") { $lastKey.press("A") }
    }
}

struct FixedKeyView: View {
    @FixedLastKey var lastKey: String

    var body: some View {
        let _ = print("FixedKeyView body: \(lastKey)")
        Button("Press B") { $lastKey.press("B") }
    }
}

struct ContentView: View {
    var body: some View {
        VStack {
            KeyView()
            FixedKeyView()
        }
    }
}

:mount ContentView()
// expect: KeyView body: none
// expect: FixedLastKey.update
// expect: FixedKeyView body: none
:tap "Press A"
// expect: handler set key to A, copy reads none
:tap "Press B"
// expect: fixed handler got B
// expect: FixedLastKey.update
// expect: FixedKeyView body: B
:tap "Press A"
// expect: handler set key to A, copy reads none
