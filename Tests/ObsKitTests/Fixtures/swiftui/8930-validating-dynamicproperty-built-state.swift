// SwiftUI from Apple's documentation: https://docs.swift.org/swift-book/documentation/the-swift-programming-language/properties/#Projecting-a-Value-From-a-Property-Wrapper (a validating DynamicProperty built on @State: the setter refuses values outside the range and records why, and the projected value $age exposes that error)
import SwiftUI

@propertyWrapper
struct Validated: DynamicProperty {
    @State private var value: Int
    @State private var lastError: String?
    let range: ClosedRange<Int>

    init(wrappedValue: Int, _ range: ClosedRange<Int>) {
        _value = State(initialValue: wrappedValue)
        self.range = range
    }

    var wrappedValue: Int {
        get { value }
        nonmutating set {
            if range.contains(newValue) {
                value = newValue
                lastError = nil
            } else {
                lastError = "\(newValue) is out of \(range.lowerBound)...\(range.upperBound)"
            }
        }
    }

    var projectedValue: String? { lastError }
}

struct AgeForm: View {
    @Validated(0...120) var age = 30

    var body: some View {
        let _ = print("age \(age), error: \($age ?? "none")")
        VStack {
            Button("Older by 100") { age += 100 }
            Button("Older by 10") { age += 10 }
        }
    }
}

:mount AgeForm()
:tap "Older by 100"
:tap "Older by 10"
// expect: age 30, error: none
// expect: age 30, error: 130 is out of 0...120
// expect: age 40, error: none
