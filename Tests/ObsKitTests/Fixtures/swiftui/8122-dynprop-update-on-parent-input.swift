// SwiftUI from Apple's documentation: update() also runs before a body re-run caused by a new input from the parent
// Apple, DynamicProperty/update() (https://developer.apple.com/documentation/swiftui/dynamicproperty/update()):
// "SwiftUI calls this function before rendering a view's body to ensure the view has the most recent value." Any body
// run, whatever caused it, is preceded by update().
import SwiftUI

@propertyWrapper
struct Noted: DynamicProperty {
    @State private var note = "n"
    var wrappedValue: String { note }
    func update() { print("Noted update") }
}

struct Label2: View {
    let title: String
    @Noted var note
    var body: some View {
        let _ = print("Label2 body \(title)")
        Text("\(title) \(note)")
    }
}

struct Parent: View {
    @State private var title = "A"
    var body: some View {
        VStack {
            Button("Rename") { title = "B" }
            Label2(title: title)
        }
    }
}

:mount Parent()
:tap "Rename"
// expect: Noted update
// expect: Label2 body A
// expect: Noted update
// expect: Label2 body B
