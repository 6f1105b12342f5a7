// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/binding/projectedvalue (use the projected value to pass a binding down the hierarchy: a clamping DynamicProperty projects a Binding that a child edits with @Binding; the parent's wrapper clamps what the child writes, and both views re-render)
import SwiftUI

@propertyWrapper
struct Clamped: DynamicProperty {
    @State private var value: Int
    let range: ClosedRange<Int>

    init(wrappedValue: Int, _ range: ClosedRange<Int>) {
        _value = State(initialValue: min(max(wrappedValue, range.lowerBound), range.upperBound))
        self.range = range
    }

    var wrappedValue: Int {
        get { value }
        nonmutating set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }

    var projectedValue: Binding<Int> {
        Binding(get: { value }, set: { wrappedValue = $0 })
    }
}

struct StarPicker: View {
    @Binding var rating: Int

    var body: some View {
        let _ = print("picker: \(rating)")
        VStack {
            Button("More stars") {
                rating += 4
                print("picker wrote, now \(rating)")
            }
            Button("Fewer stars") { rating -= 1 }
        }
    }
}

struct Review: View {
    @Clamped(1...5) var rating = 3

    var body: some View {
        let _ = print("review: \(rating) stars")
        StarPicker(rating: $rating)
    }
}

:mount Review()
:tap "More stars"
:tap "Fewer stars"
// expect: review: 3 stars
// expect: picker: 3
// expect: picker wrote, now 5
// expect: review: 5 stars
// expect: picker: 5
// expect: review: 4 stars
// expect: picker: 4
