// SwiftUI from a tutorial pattern: https://developer.apple.com/documentation/swiftui/navigationstack/init(path:root:)-3bt4q (a NavigationStack bound to a [String] path: links push, code deep-links and pops to root)
// The stack owns nothing: the `path` array in @State is the navigation state. A NavigationLink(value:) appends
// its value to the bound path; a button in a pushed view appends more; assigning a whole array deep-links;
// `removeAll()` pops to the root; the system back button removes the last element.
// onChange(of: path) reports every change with the old and the new array, so the output is one line per
// navigation step, in order.
import SwiftUI

struct ColorDetail: View {
    let name: String
    @Binding var path: [String]

    var body: some View {
        VStack {
            Text("Color \(name)")
            Button("Show Teal") { path.append("Teal") }
            Button("Home") { path.removeAll() }
        }
        .navigationTitle(name)
    }
}

struct ColorBrowser: View {
    @State private var path: [String] = []

    var body: some View {
        NavigationStack(path: $path) {
            List {
                NavigationLink("Red", value: "Red")
                NavigationLink("Blue", value: "Blue")
                Button("Open Blue, then Teal") { path = ["Blue", "Teal"] }
            }
            .navigationTitle("Colors")
            .navigationDestination(for: String.self) { name in
                ColorDetail(name: name, path: $path)
            }
        }
        .onChange(of: path) { oldPath, newPath in
            print("path \(oldPath) -> \(newPath)")
        }
    }
}

:mount ColorBrowser()
:tap "Red"
// expect: path [] -> ["Red"]
:tap "Show Teal"
// expect: path ["Red"] -> ["Red", "Teal"]
:back
// expect: path ["Red", "Teal"] -> ["Red"]
:tap "Home"
// expect: path ["Red"] -> []
:tap "Open Blue, then Teal"
// expect: path [] -> ["Blue", "Teal"]
:tap "Home"
// expect: path ["Blue", "Teal"] -> []
