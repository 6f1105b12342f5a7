// identity-and-lifetime style: appearance callbacks on a branch switch (ole/swiftui-view-lifecycle, Fatbobman on onAppear timing): callbacks run after the update, innermost first, and the old panel's disappears come before the new panel's appears (rules §1.1, §10.3, §11.1)
import SwiftUI

struct Leaf: View {
    let name: String

    var body: some View {
        Text(name)
            .onAppear { print("\(name) appear") }
            .onDisappear { print("\(name) disappear") }
    }
}

struct Panel: View {
    let name: String

    var body: some View {
        VStack {
            Leaf(name: "\(name).title")
            Leaf(name: "\(name).detail")
        }
        .onAppear { print("\(name) appear") }
        .onDisappear { print("\(name) disappear") }
    }
}

struct SwapScreen: View {
    @State private var showA = true

    var body: some View {
        let _ = print("SwapScreen body: \(showA ? "A" : "B")")
        VStack {
            Button("Swap") { showA.toggle() }
            if showA {
                Panel(name: "A")
            } else {
                Panel(name: "B")
            }
        }
    }
}

:mount SwapScreen()
// expect: SwapScreen body: A
// expect: A.title appear
// expect: A.detail appear
// expect: A appear
:tap "Swap"
// expect: SwapScreen body: B
// expect: A.title disappear
// expect: A.detail disappear
// expect: A disappear
// expect: B.title appear
// expect: B.detail appear
// expect: B appear
