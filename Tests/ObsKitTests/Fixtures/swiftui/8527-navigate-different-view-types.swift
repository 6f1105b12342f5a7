// SwiftUI from Apple's documentation: NavigationStack — https://developer.apple.com/documentation/swiftui/navigationstack (Navigate to different view types: several navigationDestination(for:) modifiers, matched to links by the data's type, with a NavigationPath)
import SwiftUI

struct Park: Hashable {
    let name: String
}

struct ContentView: View {
    @State private var path = NavigationPath()
    var body: some View {
        NavigationStack(path: $path) {
            List {
                NavigationLink("Yosemite", value: Park(name: "Yosemite"))
                NavigationLink("Favorite number", value: 7)
            }
            .navigationDestination(for: Park.self) { park in
                Button("About park") { print("park \(park.name)") }
            }
            .navigationDestination(for: Int.self) { number in
                Button("About number") { print("number \(number)") }
            }
        }
        .onChange(of: path) { _, newValue in
            print("path count \(newValue.count)")
        }
    }
}

:mount ContentView()
:tap "Favorite number"
:tap "About number"
:back
:tap "Yosemite"
:tap "About park"
// expect: path count 1
// expect: number 7
// expect: path count 0
// expect: path count 1
// expect: park Yosemite
