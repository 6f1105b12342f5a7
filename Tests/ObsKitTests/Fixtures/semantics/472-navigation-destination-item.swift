// `navigationDestination(item:destination:)` (iOS 17, Apple's page): the stack pushes the destination while
// the bound item is non-nil, giving the closure the item; popping sets the binding to nil. A new item is a new
// destination view (its onAppear runs again). `navigationDestination(isPresented:)` sets its flag to false when
// popped (rules §14.3).
// Order corrected (2026-12-02, rules §11.1): after a push or a pop appearances come before disappearances (the incoming page appears as the transition starts, the outgoing one disappears once it ends).
import SwiftUI

struct Detail: View {
    let number: Int
    var body: some View {
        Text("detail \(number)")
            .onAppear { print("appear", number) }
            .onDisappear { print("disappear", number) }
    }
}

struct Root: View {
    @State private var picked: Int?
    @State private var showsAbout = false

    var body: some View {
        NavigationStack {
            VStack {
                Button("Pick 1") { picked = 1 }
                Button("Pick 2") { picked = 2 }
                Button("About") { showsAbout = true }
            }
            .navigationDestination(item: $picked) { number in Detail(number: number) }
            .navigationDestination(isPresented: $showsAbout) { Text("about") }
        }
        .onChange(of: picked) { print("picked", picked as Any) }
        .onChange(of: showsAbout) { print("about", showsAbout) }
    }
}

:mount Root()
:tap "Pick 1"
:back
:tap "Pick 2"
:back
:tap "About"
:tree
:back

// expect: appear 1
// expect: picked Optional(1)
// expect: picked nil
// expect: disappear 1
// expect: appear 2
// expect: picked Optional(2)
// expect: picked nil
// expect: disappear 2
// expect: about true
// expect: Root#1
// expect:   NavigationStack  .onChange .onChange  (1 pushed)
// expect:     VStack  .navigationDestination .navigationDestination
// expect:       Button "Pick 1"
// expect:       Button "Pick 2"
// expect:       Button "About"
// expect:     pushed:
// expect:       Text "about"
// expect: about false
