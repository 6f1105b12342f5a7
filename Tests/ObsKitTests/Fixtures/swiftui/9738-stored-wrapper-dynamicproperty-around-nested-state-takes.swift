// Swift with Majid style persistence without @AppStorage: a @Stored wrapper (a DynamicProperty around a nested @State) takes its start value from a small key-value store and writes every change back; when the card gets a new identity with .id its @State starts over from the current struct's initial value, read from the store, so the count survives the reset while a plain @State does not (rules §7.1, §1.3, §3.2)
import SwiftUI

final class KeyValueStore {
    static let shared = KeyValueStore()
    private var values: [String: Int] = [:]

    func value(for key: String) -> Int? { values[key] }

    func set(_ value: Int, for key: String) {
        values[key] = value
        print("stored \(key) = \(value)")
    }
}

@propertyWrapper
struct Stored: DynamicProperty {
    private let key: String
    @State private var value: Int

    init(wrappedValue: Int, _ key: String) {
        self.key = key
        _value = State(initialValue: KeyValueStore.shared.value(for: key) ?? wrappedValue)
    }

    var wrappedValue: Int {
        get { value }
        nonmutating set {
            value = newValue
            KeyValueStore.shared.set(newValue, for: key)
        }
    }
}

struct CupCounter: View {
    @Stored("cups") private var cups = 0
    @State private var note = "fresh"

    var body: some View {
        let _ = print("CupCounter body: \(cups) cups, \(note)")
        VStack {
            Text("\(cups) cups of coffee")
            Button("Drink") {
                cups += 1
                note = "edited"
            }
        }
    }
}

struct CoffeeTracker: View {
    @State private var generation = 0

    var body: some View {
        let _ = print("CoffeeTracker body: generation \(generation)")
        VStack {
            CupCounter()
                .id(generation)
            Button("Reset view") { generation += 1 }
        }
    }
}

:mount CoffeeTracker()
// expect: CoffeeTracker body: generation 0
// expect: CupCounter body: 0 cups, fresh
:tap "Drink"
// expect: stored cups = 1
// expect: CupCounter body: 1 cups, edited
:tap "Drink"
// expect: stored cups = 2
// expect: CupCounter body: 2 cups, edited
:tap "Reset view"
// expect: CoffeeTracker body: generation 1
// expect: CupCounter body: 2 cups, fresh
:tap "Drink"
// expect: stored cups = 3
// expect: CupCounter body: 3 cups, edited
