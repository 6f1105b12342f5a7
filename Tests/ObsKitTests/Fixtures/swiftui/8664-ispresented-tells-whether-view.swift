// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/environmentvalues/ispresented (isPresented tells whether the view associated with the environment is currently presented: false in the window's root content, true inside a presented sheet)
import SwiftUI

struct WhereAmI: View {
    @Environment(\.isPresented) private var isPresented
    let place: String

    var body: some View {
        Button("Ask \(place)") {
            print("\(place): isPresented = \(isPresented)")
        }
    }
}

struct ContentView: View {
    @State private var showSheet = false

    var body: some View {
        VStack {
            WhereAmI(place: "root")
            Button("Present") { showSheet = true }
        }
        .sheet(isPresented: $showSheet) {
            WhereAmI(place: "sheet")
        }
    }
}

:mount ContentView()
:tap "Ask root"
:tap "Present"
:tap "Ask sheet"
// expect: root: isPresented = false
// expect: sheet: isPresented = true
