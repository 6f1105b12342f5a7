// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/navigationdestination(ispresented:destination:) (navigationDestination(isPresented:) push and pop)
// Apple's navigationDestination(isPresented:destination:) page: "a Boolean binding that indicates whether the view is
// currently presented"; setting `showDetails = true` pushes the destination, and going back dismisses it and sets the
// binding to false. onAppear runs before the pushed view appears, onDisappear after it is gone.
// - "Show details"; back; "Status" (false); "Show details" again.
import SwiftUI

struct ColorDetail: View {
    var color: Color
    var name: String

    var body: some View {
        Text("Details of \(name)")
            .foregroundStyle(color)
            .onAppear { print("detail appeared") }
            .onDisappear { print("detail disappeared") }
    }
}

struct FavoriteColorView: View {
    @State private var showDetails = false
    var favoriteColor: Color = .mint

    var body: some View {
        NavigationStack {
            VStack {
                Circle()
                    .fill(favoriteColor)
                Button("Show details") {
                    print("show details tapped")
                    showDetails = true
                }
                Button("Status") { print("showDetails is \(showDetails)") }
            }
            .navigationDestination(isPresented: $showDetails) {
                ColorDetail(color: favoriteColor, name: "mint")
            }
            .navigationTitle("My Favorite Color")
        }
    }
}

:mount FavoriteColorView()
:tap "Show details"
// expect: show details tapped
// expect: detail appeared
:back
// expect: detail disappeared
:tap "Status"
// expect: showDetails is false
:tap "Show details"
// expect: show details tapped
// expect: detail appeared
