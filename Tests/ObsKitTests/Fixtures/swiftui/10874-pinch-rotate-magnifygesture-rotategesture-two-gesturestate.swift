// Tutorial style (pinch and rotate with MagnifyGesture and RotateGesture): two @GestureState values combined with .simultaneously(with:) hold the gesture in progress and stay at their initial values; buttons zoom, rotate and reset with animations, and a reset to equal values runs nothing (rules §15.19, §15.15, §3.4)
import SwiftUI

struct PhotoZoomView: View {
    @GestureState private var pinch: CGFloat = 1
    @GestureState private var twist: Angle = .zero
    @State private var scale: CGFloat = 1
    @State private var rotation: Angle = .zero

    var body: some View {
        let _ = print("PhotoZoomView body: scale \(scale * pinch), rotation \((rotation + twist).degrees)")
        VStack(spacing: 24) {
            Image(systemName: "photo")
                .resizable()
                .scaledToFit()
                .frame(width: 200)
                .scaleEffect(scale * pinch)
                .rotationEffect(rotation + twist)
                .gesture(
                    MagnifyGesture()
                        .updating($pinch) { value, state, _ in
                            state = value.magnification
                        }
                        .onEnded { value in
                            scale *= value.magnification
                        }
                        .simultaneously(with:
                            RotateGesture()
                                .updating($twist) { value, state, _ in
                                    state = value.rotation
                                }
                                .onEnded { value in
                                    rotation += value.rotation
                                }
                        )
                )
            HStack {
                Button("Zoom in") {
                    withAnimation(.spring) { scale *= 2 }
                }
                Button("Rotate") {
                    withAnimation { rotation += .degrees(45) }
                }
                Button("Reset") {
                    withAnimation(.smooth) {
                        scale = 1
                        rotation = .zero
                    }
                }
            }
        }
    }
}

:mount PhotoZoomView()
// expect: PhotoZoomView body: scale 1.0, rotation 0.0
:tap "Zoom in"
// expect: PhotoZoomView body: scale 2.0, rotation 0.0
:tap "Rotate"
// expect: PhotoZoomView body: scale 2.0, rotation 45.0
:tap "Reset"
// expect: PhotoZoomView body: scale 1.0, rotation 0.0
:tap "Reset"
