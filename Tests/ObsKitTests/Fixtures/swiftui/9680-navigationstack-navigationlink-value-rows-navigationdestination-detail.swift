// Apple "Building a great app with SwiftUI" style master-detail: NavigationStack with NavigationLink(value:) rows and navigationDestination(for:); the detail is made on push, the incoming page appears before the outgoing one disappears
import SwiftUI

struct Park: Identifiable, Hashable {
    let id: Int
    let name: String
    let state: String
}

struct ParkDetail: View {
    let park: Park

    init(park: Park) {
        self.park = park
        print("ParkDetail init: \(park.name)")
    }

    var body: some View {
        let _ = print("ParkDetail body: \(park.name)")
        VStack {
            Text(park.name)
            Text(park.state)
        }
        .navigationTitle(park.name)
        .onAppear { print("detail appeared: \(park.name)") }
        .onDisappear { print("detail disappeared: \(park.name)") }
    }
}

struct ParkList: View {
    private let parks = [
        Park(id: 1, name: "Yosemite", state: "California"),
        Park(id: 2, name: "Zion", state: "Utah"),
        Park(id: 3, name: "Acadia", state: "Maine"),
    ]

    var body: some View {
        let _ = print("ParkList body")
        NavigationStack {
            List(parks) { park in
                NavigationLink(park.name, value: park)
            }
            .navigationTitle("Parks")
            .navigationDestination(for: Park.self) { park in
                ParkDetail(park: park)
            }
            .onAppear { print("list appeared") }
            .onDisappear { print("list disappeared") }
        }
    }
}

:mount ParkList()
// expect: ParkList body
// expect: list appeared
:tap "Yosemite"
// expect: ParkDetail init: Yosemite
// expect: ParkDetail body: Yosemite
// expect: detail appeared: Yosemite
// expect: list disappeared
:back
// expect: list appeared
// expect: detail disappeared: Yosemite
:tap "Zion"
// expect: ParkDetail init: Zion
// expect: ParkDetail body: Zion
// expect: detail appeared: Zion
// expect: list disappeared
