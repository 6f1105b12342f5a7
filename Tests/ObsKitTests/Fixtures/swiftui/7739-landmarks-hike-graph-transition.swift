// Apple sample style (Landmarks, "Animating views and transitions"): a HikeView whose chevron button shows a HikeDetail with a custom transition inside withAnimation, and a Picker whose tags are key paths choosing the graph's data.
// SwiftUI: withAnimation runs its closure at once and the write is an ordinary @State change (rules §15.15); the `if` slot inserts and removes the detail, so hiding it destroys its @State
// and showing it again starts from the initial key path (rules §1.1, §1.4); a Picker writes the chosen tag into its selection, and only the detail, which owns it, re-runs (rules §15.5, §3.5).
import SwiftUI

struct Hike: Equatable {
    struct Observation: Equatable {
        var elevation: Range<Double>
        var heartRate: Range<Double>
        var pace: Range<Double>
    }

    let name: String
    let distance: Double
    let observations: [Observation]
}

enum HikeMetric: String, CaseIterable, Identifiable {
    case elevation = "Elevation"
    case heartRate = "Heart Rate"
    case pace = "Pace"

    var id: Self { self }

    var keyPath: KeyPath<Hike.Observation, Range<Double>> {
        switch self {
        case .elevation: return \.elevation
        case .heartRate: return \.heartRate
        case .pace: return \.pace
        }
    }
}

extension AnyTransition {
    static var slideAndFade: AnyTransition {
        .asymmetric(
            insertion: .push(from: .trailing).combined(with: .opacity),
            removal: .opacity
        )
    }
}

struct HikeDetail: View {
    let hike: Hike
    @State private var metricPath: KeyPath<Hike.Observation, Range<Double>> = \.elevation

    var body: some View {
        let shown = HikeMetric.allCases.first(where: { $0.keyPath == metricPath })?.rawValue ?? "?"
        let ranges = hike.observations.map { $0[keyPath: metricPath] }
        let _ = print("hike detail: \(shown), \(ranges.map { "\(Int($0.lowerBound))-\(Int($0.upperBound))" })")
        VStack {
            Text("Graph of \(shown)")
                .frame(height: 200)
            Picker("Data", selection: $metricPath) {
                ForEach(HikeMetric.allCases) { metric in
                    Text(metric.rawValue).tag(metric.keyPath)
                }
            }
            .pickerStyle(.segmented)
        }
    }
}

struct HikeView: View {
    var hike: Hike
    @State private var showDetail = false

    var body: some View {
        let _ = print("hike view: \(showDetail ? "expanded" : "collapsed")")
        VStack {
            HStack {
                VStack(alignment: .leading) {
                    Text(hike.name)
                        .font(.headline)
                    Text("\(Int(hike.distance)) km")
                }
                Spacer()
                Button {
                    withAnimation {
                        showDetail.toggle()
                    }
                } label: {
                    Label("Graph", systemImage: "chevron.right.circle")
                        .labelStyle(.iconOnly)
                        .imageScale(.large)
                        .rotationEffect(.degrees(showDetail ? 90 : 0))
                        .scaleEffect(showDetail ? 1.5 : 1)
                        .padding()
                }
            }
            if showDetail {
                HikeDetail(hike: hike)
                    .transition(.slideAndFade)
            }
        }
    }
}

let lonelyLake = Hike(name: "Lonely Lake Loop", distance: 9, observations: [
    Hike.Observation(elevation: 290..<310, heartRate: 90..<120, pace: 5..<7),
    Hike.Observation(elevation: 310..<360, heartRate: 110..<140, pace: 6..<8),
])

:mount HikeView(hike: lonelyLake)
// expect: hike view: collapsed
:tap "Graph"
// expect: hike view: expanded
// expect: hike detail: Elevation, ["290-310", "310-360"]
:pick "Heart Rate" in "Data"
// expect: hike detail: Heart Rate, ["90-120", "110-140"]
:pick "Pace" in "Data"
// expect: hike detail: Pace, ["5-7", "6-8"]
:tap "Graph"
// expect: hike view: collapsed
:tap "Graph"
// expect: hike view: expanded
// expect: hike detail: Elevation, ["290-310", "310-360"]
