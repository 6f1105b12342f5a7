// SwiftUI from Apple's documentation: DismissAction — https://developer.apple.com/documentation/swiftui/dismissaction (the dismiss action pops the current view from a NavigationStack: the path loses its last element)
import SwiftUI

struct DetailView: View {
    let number: Int
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("Detail \(number)")
            Button("Back to list") {
                dismiss()
            }
        }
    }
}

struct ContentView: View {
    @State private var path: [Int] = []

    var body: some View {
        NavigationStack(path: $path) {
            List {
                NavigationLink("Item 7", value: 7)
            }
            .navigationDestination(for: Int.self) { number in
                DetailView(number: number)
            }
        }
        .onChange(of: path) { _, newPath in
            print("path: \(newPath)")
        }
    }
}

:mount ContentView()
:tap "Item 7"
:tap "Back to list"
// expect: path: [7]
// expect: path: []
