// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/foreach/init(_:editactions:content:) (ForEach over a binding to an @Observable model's array with editActions: [.delete, .move]: SwiftUI itself removes and reorders the elements, with no onDelete or onMove closure)
// Apple's init(_:editActions:content:) page: "Creates an instance that uniquely identifies and creates views across
// updates based on the identity of the underlying data", enabling the edit actions on the collection the binding
// points at. A swipe deletes the element and a drag moves it, both written back through the binding ($list.items from
// @Bindable), so the model's array changes and the view's onChange over the names sees it.
import SwiftUI

struct Stop: Identifiable {
    let id: String
}

@Observable
final class Route {
    var stops = [Stop(id: "Lyon"), Stop(id: "Turin"), Stop(id: "Milan"), Stop(id: "Venice")]
}

struct RouteEditor: View {
    @Bindable var route: Route
    var body: some View {
        List {
            ForEach($route.stops, editActions: [.delete, .move]) { $stop in
                Text(stop.id)
            }
        }
    }
}

struct Trip: View {
    @State private var route = Route()
    var body: some View {
        RouteEditor(route: route)
            .onChange(of: route.stops.map(\.id)) { _, names in
                print(names.joined(separator: " -> "))
            }
    }
}

:mount Trip()
:move "Venice" to 1
// expect: Lyon -> Venice -> Turin -> Milan
:delete "Turin"
// expect: Lyon -> Venice -> Milan
:move "Lyon" to 2
// expect: Venice -> Milan -> Lyon
