// SwiftUI from Apple's documentation: a value NavigationLink appends its value to the stack's path; Back removes it again
// Apple, NavigationStack (https://developer.apple.com/documentation/swiftui/navigationstack): your code can "share control of the
// state by initializing the stack with a binding to a collection of data values that you create. The stack adds items to the
// collection as it adds views to the stack and removes items when views are removed." The destination comes from
// navigationDestination(for:destination:) with the pushed value.
import SwiftUI

struct ParkDetail: View {
    let park: String

    var body: some View {
        let _ = print("ParkDetail body: \(park)")
        Text(park)
    }
}

struct Parks: View {
    @State private var path: [String] = []

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                NavigationLink("Yosemite", value: "Yosemite")
                NavigationLink("Zion", value: "Zion")
            }
            .navigationDestination(for: String.self) { park in
                ParkDetail(park: park)
            }
        }
        .onChange(of: path) { oldValue, newValue in
            print("path \(oldValue) -> \(newValue)")
        }
    }
}

:mount Parks()
:tap "Zion"
// expect: ParkDetail body: Zion
// expect: path [] -> ["Zion"]
:back
// expect: path ["Zion"] -> []
