// Follows Apple's page "NavigationStack" (developer.apple.com/documentation/swiftui/navigationstack), the part on
// managing the path in code ("you can ... set the path to restore state"): a recipes app that jumps three levels
// deep at once, then walks back.
// - Setting the path to three values pushes all three; the stack shows only its top, so only the covered root
//   disappears and only the last value's view appears (Apple's page; rules §15.12, §14.3: only a stack's top is on
//   screen, a push makes what it covers disappear).
// - Each :back pops one level: the popped view disappears, then the level under it appears for the first time
//   (rules §14.3, §11.1: all disappears before any appear). Emptying the path from a pushed view pops to the root.
// - Only appearance callbacks print: whether the levels under the top run their bodies during a multi-level push is
//   not documented.
// Order corrected (2026-12-02, rules §11.1): appearance effects run innermost first, and after a push or a pop appearances come before disappearances. This supersedes what the header above says of the order.
import SwiftUI

struct RecipeStep: View {
    let title: String
    @Binding var path: [String]

    var body: some View {
        VStack {
            Text(title)
                .font(.title)
            Button("Home") { path.removeAll() }
        }
        .onAppear { print("\(title) appeared") }
        .onDisappear { print("\(title) disappeared") }
    }
}

struct RecipesView: View {
    @State private var path: [String] = []

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                Text("Recipes")
                Button("Open Ganache") { path = ["Cakes", "Chocolate Cake", "Ganache"] }
            }
            .onAppear { print("Recipes appeared") }
            .onDisappear { print("Recipes disappeared") }
            .navigationDestination(for: String.self) { title in
                RecipeStep(title: title, path: $path)
            }
        }
    }
}

:mount RecipesView()
// expect: Recipes appeared
:tap "Open Ganache"
// expect: Ganache appeared
// expect: Recipes disappeared
:back
// expect: Chocolate Cake appeared
// expect: Ganache disappeared
:back
// expect: Cakes appeared
// expect: Chocolate Cake disappeared
:tap "Home"
// expect: Recipes appeared
// expect: Cakes disappeared
