// SwiftUI from Apple's documentation: NavigationPath — https://developer.apple.com/documentation/swiftui/navigationpath (a type-erased path of heterogeneous values with the usual collection controls: append, count, removeLast(_:))
import SwiftUI

struct Park: Hashable {
    let name: String
}

struct ContentView: View {
    @State private var path = NavigationPath()
    var body: some View {
        NavigationStack(path: $path) {
            Button("Push two") {
                path.append(Park(name: "Glacier"))
                path.append(3)
                print("count after appends: \(path.count)")
            }
            .navigationDestination(for: Park.self) { park in
                VStack {
                    Button("About \(park.name)") { print("park \(park.name)") }
                    Button("To root") {
                        path.removeLast(path.count)
                        print("count after removeLast: \(path.count)")
                    }
                }
            }
            .navigationDestination(for: Int.self) { number in
                Button("About \(number)") { print("number \(number)") }
            }
        }
    }
}

:mount ContentView()
:tap "Push two"
:tap "About 3"
:back
:tap "About Glacier"
:tap "To root"
:tap "Push two"
// expect: count after appends: 2
// expect: number 3
// expect: park Glacier
// expect: count after removeLast: 0
// expect: count after appends: 2
