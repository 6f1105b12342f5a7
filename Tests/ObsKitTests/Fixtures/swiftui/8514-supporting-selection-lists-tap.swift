// SwiftUI from Apple's documentation: List — https://developer.apple.com/documentation/swiftui/list (Supporting selection in lists: a tap on a row of List(oceans, selection: $singleSelection) sets the binding to that row's id)
import SwiftUI

struct Ocean: Identifiable, Hashable {
    let name: String
    let id = UUID()
}

struct OceanList: View {
    private var oceans = [
        Ocean(name: "Pacific"),
        Ocean(name: "Atlantic"),
        Ocean(name: "Indian"),
        Ocean(name: "Southern"),
        Ocean(name: "Arctic")
    ]
    @State private var singleSelection: UUID?

    var body: some View {
        NavigationView {
            List(oceans, selection: $singleSelection) { ocean in
                Text(ocean.name)
            }
            .navigationTitle("Oceans")
            .toolbar { EditButton() }
        }
        .onChange(of: singleSelection) { _, newValue in
            let name = oceans.first { $0.id == newValue }?.name ?? "none"
            print("selected \(name)")
        }
    }
}

:mount OceanList()
:tap "Atlantic"
:tap "Arctic"
// expect: selected Atlantic
// expect: selected Arctic
