// SwiftUI from a tutorial pattern: https://www.hackingwithswift.com/books/ios-swiftui/using-size-classes-with-anyview-type-erasure (Bookworm's size-class lesson: a view reads @Environment(\.horizontalSizeClass) and stacks its content vertically when compact, side by side otherwise; the environment value can be overridden for a subtree)
// Apple: EnvironmentValues.horizontalSizeClass is `.compact` for an iPhone in portrait and `.regular` on a
// full-screen iPad. The tutorial switches between a VStack and an HStack with if/else, and later with
// `AnyLayout(VStackLayout())` / `AnyLayout(HStackLayout())`. `.environment(\.horizontalSizeClass, .regular)` on a child
// overrides the value for that subtree only (Apple: View.environment(_:_:)), so the same view picks the other branch.
// The vertical size class of an iPhone in portrait is `.regular`.
// - Mount: the plain view stacks vertically; the overridden copy goes side by side; the AnyLayout view picks
//   VStackLayout.
import SwiftUI

struct UserView: View {
    var body: some View {
        Group {
            Text("Name: Paul")
            Text("Country: England")
            Text("Pets: Luna and Arya")
        }
        .font(.title)
    }
}

struct AdaptiveUser: View {
    let label: String
    @Environment(\.horizontalSizeClass) var horizontalSizeClass
    @Environment(\.verticalSizeClass) var verticalSizeClass

    var body: some View {
        if horizontalSizeClass == .compact {
            let _ = print("\(label): compact width, stacking vertically (vertical regular: \(verticalSizeClass == .regular))")
            VStack {
                UserView()
            }
        } else {
            let _ = print("\(label): regular width, side by side")
            HStack {
                UserView()
            }
        }
    }
}

struct LayoutUser: View {
    @Environment(\.horizontalSizeClass) var horizontalSizeClass

    var body: some View {
        let useVertical = horizontalSizeClass == .compact
        let layout = useVertical ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
        let _ = print("layout view: \(useVertical ? "VStackLayout" : "HStackLayout")")
        layout {
            UserView()
        }
    }
}

struct SizeClassDemo: View {
    var body: some View {
        VStack {
            AdaptiveUser(label: "phone")
            AdaptiveUser(label: "forced")
                .environment(\.horizontalSizeClass, .regular)
            LayoutUser()
        }
    }
}

:mount SizeClassDemo()
// expect: phone: compact width, stacking vertically (vertical regular: true)
// expect: forced: regular width, side by side
// expect: layout view: VStackLayout
