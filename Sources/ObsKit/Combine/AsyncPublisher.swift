/// Combine's `AsyncPublisher` and `AsyncThrowingPublisher` (`publisher.values`, for `for await`): subscribes
/// when `values` is read and buffers what arrives until the loop takes it; the publisher's completion ends the
/// loop, a failure throws from it. Apple's asks for one value at a time, so a subject's values sent while the
/// loop is busy are lost there and kept here.
enum AsyncPublisher {
    static func values(of publisher: any Publisher, interpreter: Interpreter) throws -> Value {
        let stream = AsyncStreamValue(isThrowing: false, interpreter: interpreter)
        let subscriber = AnySubscriber(
            receiveValue: { value in _ = stream.send(value) },
            receiveCompletion: { completion in
                if case .failure(let error) = completion { try stream.finish(throwing: error) } else { try stream.finish(throwing: nil) }
            })
        stream.keepAlive = try publisher.receive(subscriber: subscriber)
        return .native(stream)
    }
}
