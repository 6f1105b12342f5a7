// Follows Apple's NavigationPath (https://developer.apple.com/documentation/swiftui/navigationpath): a stack whose path holds values of two types, pushed by links and by code, popped by `:back` and back to the root
// What SwiftUI does: `NavigationStack(path:)` shows one view per element of its path; a
// `NavigationLink(value:)` appends its value, code may append any Hashable value that has a
// `navigationDestination(for:)`, removing elements pops, and the back button removes the last one (Apple
// `navigationpath`, `navigationstack`; rules §15.12). Only the top of the stack is on screen (rules §14.3).
// `onChange(of: path.count)` prints each change of the depth.
// Sources: Apple `navigationpath`, `navigationstack`, `view/navigationdestination(for:destination:)`;
// rules §14.3, §15.12.
import SwiftUI

struct Trail: Hashable {
    let name: String
    let miles: Int
}

struct TrailDetail: View {
    let trail: Trail
    @Binding var path: NavigationPath

    var body: some View {
        VStack {
            Text("\(trail.name): \(trail.miles) mi")
            Button("Plan \(trail.miles) days") { path.append(trail.miles) }
        }
    }
}

struct DayPlan: View {
    let days: Int
    @Binding var path: NavigationPath

    var body: some View {
        VStack {
            Text("\(days)-day plan")
            Button("Back to trails") { path.removeLast(path.count) }
        }
    }
}

struct TrailsRoot: View {
    @State private var path = NavigationPath()
    private let trails = [Trail(name: "Ridge Trail", miles: 7), Trail(name: "Lake Loop", miles: 3)]

    var body: some View {
        NavigationStack(path: $path) {
            List {
                ForEach(trails, id: \.name) { trail in
                    NavigationLink(trail.name, value: trail)
                }
                Button("Plan a weekend") { path.append(2) }
            }
            .navigationTitle("Trails")
            .navigationDestination(for: Trail.self) { trail in
                TrailDetail(trail: trail, path: $path)
            }
            .navigationDestination(for: Int.self) { days in
                DayPlan(days: days, path: $path)
            }
        }
        .onChange(of: path.count) { old, new in
            print("path: \(old) -> \(new)")
        }
    }
}

:mount TrailsRoot()
:tap "Ridge Trail"
// expect: path: 0 -> 1
:tap "Plan 7 days"
// expect: path: 1 -> 2
:back
// expect: path: 2 -> 1
:tap "Plan 7 days"
// expect: path: 1 -> 2
:tap "Back to trails"
// expect: path: 2 -> 0
:tap "Plan a weekend"
// expect: path: 0 -> 1
:tap "Back to trails"
// expect: path: 1 -> 0
