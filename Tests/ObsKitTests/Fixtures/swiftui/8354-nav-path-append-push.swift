// SwiftUI from Apple's documentation: NavigationStack, "Manage navigation state" (init(path:root:))
// Source: developer.apple.com/documentation/swiftui/navigationstack: a stack initialized with a
// binding to a collection "adds items to the collection as it adds views to the stack and removes
// items when it removes views"; your code "can also modify the property to change the state of the
// stack". onAppear(perform:): "Adds an action to perform before this view appears."
import SwiftUI

struct NumberDetail: View {
    let number: Int
    @Binding var path: [Int]

    var body: some View {
        VStack {
            Text("Number \(number)")
            Button("Where") { print("showing \(number), path \(path)") }
        }
        .onAppear { print("appear \(number)") }
    }
}

struct ContentView: View {
    @State private var path: [Int] = []

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                Button("Push 7") { path.append(7) }
                Button("Report") { print("root sees \(path)") }
            }
            .navigationDestination(for: Int.self) { number in
                NumberDetail(number: number, path: $path)
            }
        }
    }
}

:mount ContentView()
:tap "Push 7"
:tap "Where"
:back
:tap "Report"

// expect: appear 7
// expect: showing 7, path [7]
// expect: root sees []
