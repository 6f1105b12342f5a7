// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/food-truck-building-a-swiftui-multiplatform-app (ContentView keeps the sidebar selection in @State and drives the detail column from it)
// Food Truck's ContentView holds `@State private var selection: Panel?`, passes `$selection` to a sidebar
// `List(selection:)` of `NavigationLink(value: Panel...)` rows, shows the chosen panel in the detail column
// of a NavigationSplitView, and reacts to a new selection with `onChange(of: selection)` (the sample
// empties the detail's navigation path there). The sample starts on `.truck`; here it starts with
// nothing selected, as the sidebar of a collapsed split view does on iPhone.
// - Tapping a sidebar row sets the selection, and onChange reports it with the panel shown.
// - On iPhone the split view is collapsed into a stack: going back to the sidebar clears the selection.
import SwiftUI

enum Panel: Hashable {
    case truck
    case orders
    case socialFeed
    case donuts
}

struct Sidebar: View {
    @Binding var selection: Panel?

    var body: some View {
        List(selection: $selection) {
            NavigationLink(value: Panel.truck) {
                Label("Truck", systemImage: "box.truck")
            }
            Section("Truck") {
                NavigationLink(value: Panel.orders) {
                    Label("Orders", systemImage: "shippingbox")
                }
                NavigationLink(value: Panel.socialFeed) {
                    Label("Social Feed", systemImage: "text.bubble")
                }
            }
            Section("Donuts") {
                NavigationLink(value: Panel.donuts) {
                    Label("Donuts", systemImage: "circle.grid.3x3.circle")
                }
            }
        }
        .navigationTitle("Food Truck")
    }
}

struct DetailColumn: View {
    @Binding var selection: Panel?

    var body: some View {
        switch selection ?? .truck {
        case .truck:
            Text("Truck overview")
        case .orders:
            Text("Orders list")
        case .socialFeed:
            Text("Social feed")
        case .donuts:
            Text("Donut gallery")
        }
    }
}

struct ContentView: View {
    @State private var selection: Panel? = nil
    @State private var path = NavigationPath()

    var body: some View {
        NavigationSplitView {
            Sidebar(selection: $selection)
        } detail: {
            NavigationStack(path: $path) {
                DetailColumn(selection: $selection)
            }
        }
        .onChange(of: selection) {
            path.removeLast(path.count)
            print("selection: \(selection.map { "\($0)" } ?? "none")")
        }
    }
}

:mount ContentView()
:tap "Orders"
// expect: selection: orders
:back
// expect: selection: none
:tap "Donuts"
// expect: selection: donuts
