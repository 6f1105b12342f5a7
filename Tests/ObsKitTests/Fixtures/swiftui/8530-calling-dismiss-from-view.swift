// SwiftUI from Apple's documentation: DismissAction — https://developer.apple.com/documentation/swiftui/dismissaction (calling dismiss() from a view pushed on a NavigationStack pops that view, which removes its value from the path)
import SwiftUI

struct Park: Hashable {
    let name: String
}

struct ParkDetails: View {
    let park: Park
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        Button("Done") { dismiss() }
    }
}

struct ParksView: View {
    @State private var presentedParks: [Park] = []
    var body: some View {
        NavigationStack(path: $presentedParks) {
            List {
                NavigationLink("Acadia", value: Park(name: "Acadia"))
                NavigationLink("Denali", value: Park(name: "Denali"))
            }
            .navigationDestination(for: Park.self) { park in
                ParkDetails(park: park)
            }
        }
        .onChange(of: presentedParks) { _, newValue in
            print("path: \(newValue.map(\.name))")
        }
    }
}

:mount ParksView()
:tap "Denali"
:tap "Done"
:tap "Acadia"
// expect: path: ["Denali"]
// expect: path: []
// expect: path: ["Acadia"]
