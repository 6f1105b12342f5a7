// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/dynamicproperty/update() (SwiftUI calls update() before rendering the body: a value the wrapper computes in update() from its @State is the one the body reads, and update() has run before every body)
import SwiftUI

var updateCalls = 0

func updatedSinceLastBody() -> Bool {
    defer { updateCalls = 0 }
    return updateCalls > 0
}

struct Doubler: DynamicProperty {
    @State var base = 1
    private(set) var doubled = 0

    mutating func update() {
        updateCalls += 1
        doubled = base * 2
    }
}

struct DoublerView: View {
    var doubler = Doubler()

    var body: some View {
        let _ = print("body: base \(doubler.base), doubled \(doubler.doubled), update ran first: \(updatedSinceLastBody())")
        Button("Bump") { doubler.base += 1 }
    }
}

:mount DoublerView()
:tap "Bump"
:tap "Bump"
// expect: body: base 1, doubled 2, update ran first: true
// expect: body: base 2, doubled 4, update ran first: true
// expect: body: base 3, doubled 6, update ran first: true
