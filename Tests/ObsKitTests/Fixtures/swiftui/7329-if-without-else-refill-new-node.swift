// A shop screen with a filter panel shown by `if showsFilters { FilterPanel() }`: hide it, show it again, and the
// panel's settings are back to their defaults, a frequent "why did my @State reset?" question.
// What SwiftUI does: an `if` without `else` is one slot, filled or empty (rules §1.1). Emptying it destroys the
// panel's node (its onDisappear runs after the update, still reading the @State it had, rules §1.4, §11.1); filling
// it again makes a new node, whose @State starts from the initial value (rules §3.2), then its onAppear.
// Sources: rules §1.1, §1.4, §3.2, §11.1; WWDC21 "Demystify SwiftUI",
// https://developer.apple.com/videos/play/wwdc2021/10022/; https://developer.apple.com/documentation/swiftui/state
import SwiftUI

struct FilterPanel: View {
    @State private var minimumRating = 1

    var body: some View {
        let _ = print("FilterPanel body: min \(minimumRating)")
        Button("Raise minimum (\(minimumRating))") { minimumRating += 1 }
            .onAppear { print("FilterPanel appear") }
            .onDisappear { print("FilterPanel disappear (min \(minimumRating))") }
    }
}

struct ShopScreen: View {
    @State private var showsFilters = true

    var body: some View {
        let _ = print("ShopScreen body: filters \(showsFilters ? "shown" : "hidden")")
        VStack {
            Button(showsFilters ? "Hide filters" : "Show filters") { showsFilters.toggle() }
            if showsFilters {
                FilterPanel()
            }
        }
    }
}

:mount ShopScreen()
// expect: ShopScreen body: filters shown
// expect: FilterPanel body: min 1
// expect: FilterPanel appear
:tap "Raise minimum (1)"
// expect: FilterPanel body: min 2
:tap "Hide filters"
// expect: ShopScreen body: filters hidden
// expect: FilterPanel disappear (min 2)
:tap "Show filters"
// expect: ShopScreen body: filters shown
// expect: FilterPanel body: min 1
// expect: FilterPanel appear
