// Q (Apple Developer Forums style): "Why does my map preview reset its zoom and call onAppear again when I toggle
// it off and on?"
// Answer: `if showMap { MapPreview() }` is one slot, filled or empty (rules §1.1). Turning it off destroys the node:
// its @State goes and onDisappear runs (rules §1.4, §11.1). Turning it on makes a brand-new node: @State starts
// from its initial value, the body runs, then onAppear (rules §11.1). The struct's init runs in the parent's body
// (rules §2.6). Keep the value in the parent (or a model) if it must survive, or hide with `.opacity` instead.
// Source: rules §1.1, §1.4, §2.6, §11.1; WWDC21 "Demystify SwiftUI" (https://developer.apple.com/videos/play/wwdc2021/10022/).
import SwiftUI

struct MapPreview: View {
    @State private var zoom = 1

    init() {
        print("MapPreview init")
    }

    var body: some View {
        let _ = print("MapPreview body: zoom \(zoom)")
        Button("Zoom in (\(zoom))") { zoom += 1 }
            .onAppear { print("MapPreview onAppear") }
            .onDisappear { print("MapPreview onDisappear, zoom was \(zoom)") }
    }
}

struct PlaceView: View {
    @State private var showMap = true

    var body: some View {
        let _ = print("PlaceView body: showMap \(showMap)")
        VStack {
            Toggle("Show map", isOn: $showMap)
            if showMap {
                MapPreview()
            }
        }
    }
}

:mount PlaceView()
// expect: PlaceView body: showMap true
// expect: MapPreview init
// expect: MapPreview body: zoom 1
// expect: MapPreview onAppear
:tap "Zoom in (1)"
// expect: MapPreview body: zoom 2
:toggle "Show map"
// expect: PlaceView body: showMap false
// expect: MapPreview onDisappear, zoom was 2
:toggle "Show map"
// expect: PlaceView body: showMap true
// expect: MapPreview init
// expect: MapPreview body: zoom 1
// expect: MapPreview onAppear
