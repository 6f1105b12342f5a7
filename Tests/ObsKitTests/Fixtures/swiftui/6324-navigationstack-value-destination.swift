// Apple: NavigationStack ("a view that displays a root view and enables you to present additional views over the root view"; NavigationLink(_:value:) + navigationDestination(for:destination:)); the destination is built when pushed, its onAppear follows its body, popping removes it (SEMANTICS §14 Navigation, §10/§11 appearance after the update)
import SwiftUI

struct Trail: Identifiable, Hashable {
    let id: Int
    let name: String
    let km: Double
}

struct TrailDetail: View {
    let trail: Trail

    var body: some View {
        let _ = print("detail body: \(trail.name)")
        VStack(spacing: 8) {
            Image(systemName: "figure.hiking")
                .font(.system(size: 48))
            Text(trail.name)
                .font(.largeTitle)
            Text("\(trail.km, specifier: "%.1f") km")
                .foregroundStyle(.secondary)
        }
        .navigationTitle(trail.name)
        .navigationBarTitleDisplayMode(.inline)
        .onAppear { print("showing \(trail.name)") }
        .onDisappear { print("left \(trail.name)") }
    }
}

struct TrailList: View {
    private let trails = [
        Trail(id: 1, name: "Ridge Loop", km: 7.5),
        Trail(id: 2, name: "Creek Path", km: 3.2),
        Trail(id: 3, name: "Summit Spur", km: 11.0),
    ]

    var body: some View {
        NavigationStack {
            List(trails) { trail in
                NavigationLink(trail.name, value: trail)
            }
            .navigationTitle("Trails")
            .navigationDestination(for: Trail.self) { trail in
                TrailDetail(trail: trail)
            }
        }
    }
}

:mount TrailList()
:tap "Ridge Loop"
:back
:tap "Creek Path"

// expect: detail body: Ridge Loop
// expect: showing Ridge Loop
// expect: left Ridge Loop
// expect: detail body: Creek Path
// expect: showing Creek Path
