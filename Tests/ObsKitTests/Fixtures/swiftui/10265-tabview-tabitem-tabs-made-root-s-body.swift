// Kodeco SwiftUI by Tutorials style (an airport app's tab bar): a TabView of `.tabItem` tabs made in the root's body; on iOS 18 a tab's body and onAppear first run when it is first chosen, a hidden tab keeps its @State, and on a switch the new tab's body runs first, then the old tab's onDisappear, then the new tab's onAppear (rules §14.4, §15.8); a tab shown again runs no body
import SwiftUI

struct FlightBoard: View {
    @State private var refreshes = 0
    var body: some View {
        let _ = print("FlightBoard body: \(refreshes) refreshes")
        VStack {
            Text("Departures")
            Button("Refresh") { refreshes += 1 }
        }
        .onAppear { print("FlightBoard appear") }
        .onDisappear { print("FlightBoard disappear") }
    }
}

struct AwardsView: View {
    var body: some View {
        let _ = print("AwardsView body")
        Text("Awards")
            .onAppear { print("AwardsView appear") }
            .onDisappear { print("AwardsView disappear") }
    }
}

struct ProfileView: View {
    var body: some View {
        let _ = print("ProfileView body")
        Text("Profile")
            .onAppear { print("ProfileView appear") }
    }
}

struct AirportTabs: View {
    var body: some View {
        let _ = print("AirportTabs body")
        TabView {
            FlightBoard()
                .tabItem { Label("Flights", systemImage: "airplane") }
            AwardsView()
                .tabItem { Label("Awards", systemImage: "star") }
            ProfileView()
                .tabItem { Label("Profile", systemImage: "person") }
        }
    }
}

:mount AirportTabs()
// expect: AirportTabs body
// expect: FlightBoard body: 0 refreshes
// expect: FlightBoard appear
:tap "Refresh"
// expect: FlightBoard body: 1 refreshes
:tab "Awards"
// expect: AwardsView body
// expect: FlightBoard disappear
// expect: AwardsView appear
:tab "Flights"
// expect: AwardsView disappear
// expect: FlightBoard appear
:tap "Refresh"
// expect: FlightBoard body: 2 refreshes
:tab "Profile"
// expect: ProfileView body
// expect: FlightBoard disappear
// expect: ProfileView appear
