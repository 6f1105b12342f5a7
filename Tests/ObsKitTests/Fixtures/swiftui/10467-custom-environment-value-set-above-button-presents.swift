// environment and custom wrappers style: a custom environment value set above a button that presents a sheet; the sheet's content inherits the presenter's environment (iOS 17+), so the same reader shows "EU" inline and in the sheet; dismissing runs nothing (rules §14.2, §13.1, §15.23)
import SwiftUI

extension EnvironmentValues {
    @Entry var storeRegion: String = "global"
}

struct RegionNote: View {
    @Environment(\.storeRegion) private var region

    var body: some View {
        let _ = print("RegionNote body: \(region)")
        Text("Region: \(region)")
    }
}

struct CheckoutScreen: View {
    @State private var showDetails = false

    var body: some View {
        VStack {
            RegionNote()
            Button("Details") { showDetails = true }
                .sheet(isPresented: $showDetails) {
                    RegionNote()
                }
        }
        .environment(\.storeRegion, "EU")
    }
}

:mount CheckoutScreen()
// expect: RegionNote body: EU
:tap "Details"
// expect: RegionNote body: EU
:dismiss
