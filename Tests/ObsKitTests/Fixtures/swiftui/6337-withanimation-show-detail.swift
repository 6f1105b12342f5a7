// Apple: withAnimation(_:_:) ("returns the result of recomputing the view's body with the provided animation" — the showDetail chevron example with a transition); the body runs once per tap, the inserted view's body then its onAppear (SEMANTICS §10, §11)
import SwiftUI

struct ElevationChart: View {
    var body: some View {
        let _ = print("chart body")
        VStack(alignment: .leading) {
            Text("Elevation gain: 640 m")
            Text("Highest point: 1,820 m")
        }
        .font(.caption)
        .onAppear { print("chart appeared") }
    }
}

struct HikeView: View {
    @State private var showDetail = false

    var body: some View {
        let _ = print("hike body, detail \(showDetail)")
        VStack {
            HStack {
                Text("Lakeside Loop")
                    .font(.headline)
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
                ElevationChart()
                    .transition(.move(edge: .bottom))
            }
        }
    }
}

:mount HikeView()
:tap "Graph"
:tap "Graph"
:tap "Graph"

// expect: hike body, detail false
// expect: hike body, detail true
// expect: chart body
// expect: chart appeared
// expect: hike body, detail false
// expect: hike body, detail true
// expect: chart body
// expect: chart appeared
