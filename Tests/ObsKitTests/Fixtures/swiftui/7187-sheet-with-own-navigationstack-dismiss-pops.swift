// A filter sheet with its own NavigationStack: a pushed page inside the sheet calls `dismiss()` (which pops it), the
// sheet's Close button calls `dismiss()` (which closes the sheet), and a swipe closes the sheet with a page pushed
// (own names and code).
// What SwiftUI does: `dismiss()` acts on the nearest presentation its view is in: a pushed view pops, a sheet's root
// closes the sheet (rules §15.12; Apple `DismissAction`). A sheet has a bar only with its own stack, so its toolbar
// button can be tapped (rules §15.4). Closing the sheet destroys its hierarchy, pushed page included; the
// disappear callbacks of one update run in tree order, parent before child (rules §1.4, §11.1). The presenter never
// reads the flag (rules §8.7).
// Sources: rules §1.4, §8.7, §11.1, §14.3, §15.4, §15.12; https://developer.apple.com/documentation/swiftui/dismissaction
// Order corrected (2026-12-02, rules §11.1): appearance effects run innermost first, and after a push or a pop appearances come before disappearances. This supersedes what the header above says of the order.
import SwiftUI

struct PriceRangePage: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let _ = print("PriceRangePage body")
        Button("Apply") {
            dismiss()
        }
        .onDisappear { print("price page disappeared") }
    }
}

struct FilterSheet: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let _ = print("FilterSheet body")
        NavigationStack {
            List {
                NavigationLink("Price Range", value: "price")
            }
            .navigationTitle("Filters")
            .navigationDestination(for: String.self) { _ in
                PriceRangePage()
            }
            .toolbar {
                Button("Close") { dismiss() }
            }
        }
        .onDisappear { print("filter sheet disappeared") }
    }
}

struct ShopView: View {
    @State private var showFilters = false

    var body: some View {
        let _ = print("ShopView body")
        Button("Filters") {
            showFilters = true
        }
        .sheet(isPresented: $showFilters) {
            FilterSheet()
        }
    }
}

:mount ShopView()
// expect: ShopView body
:tap "Filters"
// expect: FilterSheet body
:tap "Price Range"
// expect: PriceRangePage body
:tap "Apply"
// expect: price page disappeared
:tap "Close"
// expect: filter sheet disappeared
:tap "Filters"
// expect: FilterSheet body
:tap "Price Range"
// expect: PriceRangePage body
:dismiss
// expect: price page disappeared
// expect: filter sheet disappeared
