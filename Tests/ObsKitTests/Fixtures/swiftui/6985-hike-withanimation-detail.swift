// Hike: showing and hiding a detail with `withAnimation` and a custom transition, as Apple's Landmarks tutorial
// ("Animating views and transitions") does, with own names and code. The detail has its own @State choice of which
// data to show.
// What SwiftUI does: withAnimation runs its closure at once; the write is an ordinary state change, so the body runs
// once (rules §15.15, §10.1). `if showDetail` is one slot: when it fills, a new detail node is made and appears after
// the update; when it empties, the node dies and disappears (rules §1.1, §1.4, §11.1). A detail shown again is a new
// node, so its @State starts over from its initial value (rules §1.1, §3.2). Transitions only change the looks.
// Sources: rules §1.1, §1.4, §3.2, §10.1, §11.1, §15.15; Apple tutorial
// https://developer.apple.com/tutorials/swiftui/animating-views-and-transitions and
// https://developer.apple.com/documentation/swiftui/withanimation(_:_:)
import SwiftUI

struct Hike {
    let name: String
    let distance: Double
}

extension AnyTransition {
    static var moveAndFade: AnyTransition {
        .asymmetric(
            insertion: .move(edge: .trailing).combined(with: .opacity),
            removal: .scale.combined(with: .opacity)
        )
    }
}

struct HikeDetail: View {
    let hike: Hike
    @State private var dataToShow = "Elevation"

    var body: some View {
        let _ = print("HikeDetail body: \(hike.name), \(dataToShow)")
        VStack {
            Text("\(dataToShow) graph")
            Picker("Data", selection: $dataToShow) {
                Text("Elevation").tag("Elevation")
                Text("Heart Rate").tag("Heart Rate")
                Text("Pace").tag("Pace")
            }
            .pickerStyle(.segmented)
        }
        .onAppear { print("HikeDetail appeared") }
        .onDisappear { print("HikeDetail disappeared") }
    }
}

struct HikeView: View {
    var hike: Hike
    @State private var showDetail = false

    var body: some View {
        let _ = print("HikeView body: detail \(showDetail ? "shown" : "hidden")")
        VStack {
            HStack {
                VStack(alignment: .leading) {
                    Text(hike.name)
                        .font(.headline)
                    Text(String(format: "%.1f km", hike.distance))
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
                    .transition(.moveAndFade)
            }
        }
    }
}

:mount HikeView(hike: Hike(name: "Lonesome Ridge", distance: 4.5))
// expect: HikeView body: detail hidden
:tap "Graph"
// expect: HikeView body: detail shown
// expect: HikeDetail body: Lonesome Ridge, Elevation
// expect: HikeDetail appeared
:pick "Pace" in "Data"
// expect: HikeDetail body: Lonesome Ridge, Pace
:tap "Graph"
// expect: HikeView body: detail hidden
// expect: HikeDetail disappeared
:tap "Graph"
// expect: HikeView body: detail shown
// expect: HikeDetail body: Lonesome Ridge, Elevation
// expect: HikeDetail appeared
