// SwiftUI from Apple's documentation: Binding passed into sheet content
// Sources: developer.apple.com/documentation/swiftui/binding: "Use a binding to create a two-way
// connection between a property that stores data, and a view that displays and changes the data. A
// binding connects a property to a source of truth stored elsewhere". State: "share the state with
// any subviews ... as a binding for read-write access." sheet(isPresented:onDismiss:content:).
import SwiftUI

struct CountEditor: View {
    @Binding var count: Int
    var body: some View {
        VStack {
            Text("Count: \(count)")
            Button("Add one") { count += 1 }
            Button("Read") { print("sheet reads \(count)") }
        }
    }
}

struct ContentView: View {
    @State private var count = 10
    @State private var isEditing = false

    var body: some View {
        VStack {
            Text("Count is \(count)")
            Button("Edit count") { isEditing = true }
            Button("Report") { print("presenter has \(count)") }
        }
        .sheet(isPresented: $isEditing) {
            CountEditor(count: $count)
        }
    }
}

:mount ContentView()
:tap "Edit count"
:tap "Read"
:tap "Add one"
:tap "Add one"
:tap "Read"
:dismiss
:tap "Report"

// expect: sheet reads 10
// expect: sheet reads 12
// expect: presenter has 12
