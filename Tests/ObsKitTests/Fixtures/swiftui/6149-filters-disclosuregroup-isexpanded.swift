// Filter panel with two `DisclosureGroup`s bound to state through `isExpanded:`, one with a text title and
// one with a `label:` view, and a button that collapses both from code.
// Source: Apple, `disclosuregroup/init(_:isexpanded:content:)`.
// Expected: a group's content exists only while it is expanded (rules §15.9); tapping the title flips the
// binding; the collapse button writes it back.
import SwiftUI

struct FilterPanel: View {
    @State private var showPrice = false
    @State private var showBrands = true
    @State private var maxPrice = 50.0
    @State private var brands: Set<String> = []
    let allBrands = ["Acme", "Globex"]

    var body: some View {
        Form {
            DisclosureGroup("Price", isExpanded: $showPrice) {
                Slider(value: $maxPrice, in: 0...100)
                Button("Under $20") { maxPrice = 20 }
            }
            DisclosureGroup(isExpanded: $showBrands) {
                ForEach(allBrands, id: \.self) { brand in
                    Toggle(brand, isOn: Binding(
                        get: { brands.contains(brand) },
                        set: { isOn in
                            if isOn { brands.insert(brand) } else { brands.remove(brand) }
                        }
                    ))
                }
            } label: {
                Label("Brands", systemImage: "tag")
            }
            Button("Collapse all") {
                showPrice = false
                showBrands = false
            }
        }
        .onChange(of: showPrice) { _, isOpen in print("price open:", isOpen) }
        .onChange(of: maxPrice) { _, price in print("max price:", price) }
        .onChange(of: brands) { _, chosen in print("brands:", chosen.sorted()) }
    }
}

:mount FilterPanel()
:toggle "Acme"
:tap "Price"
:tap "Under $20"
:tap "Collapse all"

// expect: brands: ["Acme"]
// expect: price open: true
// expect: max price: 20.0
// expect: price open: false
