// cookbook style: a NavigationLink(value:) whose type no visible navigationDestination(for:) handles does nothing (nothing is appended); a destination for that type declared on a pushed page serves the links on that page (rules §14.3, §15.12, §3.5)
import SwiftUI

struct ZoomPage: View {
    let scale: Double

    var body: some View {
        let _ = print("ZoomPage body: \(scale)")
        Text("Zoom \(scale)")
    }
}

struct FramePage: View {
    let n: Int

    var body: some View {
        let _ = print("FramePage body: \(n)")
        VStack {
            Text("Frame \(n)")
            NavigationLink("Zoom 2.5", value: 2.5)
        }
        .navigationDestination(for: Double.self) { scale in
            ZoomPage(scale: scale)
        }
    }
}

struct Gallery: View {
    @State private var path = NavigationPath()

    var body: some View {
        let _ = print("Gallery body: depth \(path.count)")
        NavigationStack(path: $path) {
            VStack {
                NavigationLink("Open 2.5", value: 2.5)
                NavigationLink("Open frame 3", value: 3)
            }
            .navigationDestination(for: Int.self) { n in
                FramePage(n: n)
            }
        }
    }
}

:mount Gallery()
// expect: Gallery body: depth 0
:tap "Open 2.5"
:tap "Open frame 3"
// expect: Gallery body: depth 1
// expect: FramePage body: 3
:tap "Zoom 2.5"
// expect: Gallery body: depth 2
// expect: ZoomPage body: 2.5
:back
// expect: Gallery body: depth 1
:back
// expect: Gallery body: depth 0
