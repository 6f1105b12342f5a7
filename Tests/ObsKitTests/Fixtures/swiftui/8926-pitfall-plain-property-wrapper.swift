// SwiftUI from Apple's documentation: https://docs.swift.org/swift-book/documentation/the-swift-programming-language/properties/#Property-Wrappers (pitfall: a plain property wrapper, not a DynamicProperty, is stored in the view struct itself: its class box survives button taps but is made afresh when the parent re-creates the view, so the clicks start over)
import SwiftUI

@propertyWrapper
struct Scratch<Value> {
    final class Box {
        var value: Value
        init(_ value: Value) { self.value = value }
    }
    private let box: Box

    init(wrappedValue: Value) { box = Box(wrappedValue) }

    var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
}

struct ClickCounter: View {
    let label: String
    @Scratch var clicks = 0

    var body: some View {
        let _ = print("\(label): clicks \(clicks)")
        Button("Click") {
            clicks += 1
            print("clicks now \(clicks)")
        }
    }
}

struct Panel: View {
    @State private var number = 1

    var body: some View {
        VStack {
            Button("Rename") { number += 1 }
            ClickCounter(label: "Counter \(number)")
        }
    }
}

:mount Panel()
:tap "Click"
:tap "Click"
:tap "Rename"
:tap "Click"
// expect: Counter 1: clicks 0
// expect: clicks now 1
// expect: clicks now 2
// expect: Counter 2: clicks 0
// expect: clicks now 1
