// SwiftUI from Apple's documentation: navigationDestination(isPresented:destination:) — https://developer.apple.com/documentation/swiftui/view/navigationdestination(ispresented:destination:) (setting showDetails to true pushes ColorDetail; the binding says whether it is presented, so navigating back sets it to false)
import SwiftUI

struct ColorDetail: View {
    let name: String
    var body: some View {
        Button("Describe") { print("detail for \(name)") }
    }
}

struct FavoriteColor: View {
    @State private var showDetails = false
    var favoriteColor = "purple"
    var body: some View {
        NavigationStack {
            VStack {
                Circle()
                    .fill(Color.purple)
                Button("Show details") {
                    showDetails = true
                }
            }
            .navigationDestination(isPresented: $showDetails) {
                ColorDetail(name: favoriteColor)
            }
            .navigationTitle("My Favorite Color")
        }
        .onChange(of: showDetails) { _, newValue in
            print("showDetails = \(newValue)")
        }
    }
}

:mount FavoriteColor()
:tap "Show details"
:tap "Describe"
:back
// expect: showDetails = true
// expect: detail for purple
// expect: showDetails = false
