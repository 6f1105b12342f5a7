// Observation's per-property tracking (WWDC23 "Discover Observation in SwiftUI"): two child views each read
// a different property of one @Observable model; a third view only passes the model along.
// Expected: changing `name` re-runs only NameLabel; changing `count` re-runs only CountLabel; the parent,
// which read neither property in its body, does not re-run.
// Source: WWDC23 "Discover Observation in SwiftUI" (https://developer.apple.com/videos/play/wwdc2023/10149/) ;
// https://developer.apple.com/documentation/observation
import SwiftUI
import Observation

@Observable final class Profile {
    var name = "Ada"
    var count = 0
}

struct NameLabel: View {
    let profile: Profile
    var body: some View {
        let _ = Self._printChanges()
        Text("Name: \(profile.name)")
    }
}

struct CountLabel: View {
    let profile: Profile
    var body: some View {
        let _ = Self._printChanges()
        Text("Count: \(profile.count)")
    }
}

struct ProfileScreen: View {
    @State private var profile = Profile()
    var body: some View {
        let _ = Self._printChanges()
        VStack {
            NameLabel(profile: profile)
            CountLabel(profile: profile)
            Button("Rename") { profile.name = "Grace" }
            Button("Count") { profile.count += 1 }
        }
    }
}

:mount ProfileScreen()
:tap "Rename"
:tap "Count"
:tap "Count"
:tree

// expect: ProfileScreen: @self, @identity, _profile changed.
// expect: NameLabel: @self changed.
// expect: CountLabel: @self changed.
// expect: NameLabel: @dependencies changed.
// expect: CountLabel: @dependencies changed.
// expect: CountLabel: @dependencies changed.
// expect: ProfileScreen#1
// expect:   VStack
// expect:     NameLabel#2
// expect:       Text "Name: Grace"
// expect:     CountLabel#3
// expect:       Text "Count: 2"
// expect:     Button "Rename"
// expect:     Button "Count"
