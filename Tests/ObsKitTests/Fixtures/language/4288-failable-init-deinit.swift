// Compiler test style: failing initializers — which deinits run and which stored properties are released
class Resource {
  let name: String
  init(_ name: String) {
    self.name = name
    print("  acquire \(name)")
  }
  deinit { print("  release \(name)") }
}

class Connection {
  let socket: Resource
  let id: Int

  init?(id: Int, failEarly: Bool) {
    socket = Resource("socket\(id)")
    if failEarly {
      print("  Connection failing in phase 1")
      return nil
    }
    self.id = id
    print("  Connection ready \(id)")
  }

  deinit { print("  Connection.deinit \(id)") }
}

class SecureConnection: Connection {
  let cert: Resource

  init?(id: Int, failEarly: Bool, failLate: Bool) {
    cert = Resource("cert\(id)")
    super.init(id: id, failEarly: failEarly)
    if failLate {
      print("  SecureConnection failing in phase 2")
      return nil
    }
    print("  SecureConnection ready \(id)")
  }

  deinit { print("  SecureConnection.deinit \(id)") }
}

func attempt(_ label: String, _ body: () -> Connection?) {
  print("\(label):")
  let c = body()
  print("  result: \(c == nil ? "nil" : "conn \(c!.id)")")
}

attempt("plain ok") { Connection(id: 1, failEarly: false) }
attempt("plain early fail") { Connection(id: 2, failEarly: true) }
attempt("secure ok") { SecureConnection(id: 3, failEarly: false, failLate: false) }
attempt("secure early fail") { SecureConnection(id: 4, failEarly: true, failLate: false) }
attempt("secure late fail") { SecureConnection(id: 5, failEarly: false, failLate: true) }
print("done")
// expect: plain ok:
// expect:   acquire socket1
// expect:   Connection ready 1
// expect:   result: conn 1
// expect:   Connection.deinit 1
// expect:   release socket1
// expect: plain early fail:
// expect:   acquire socket2
// expect:   Connection failing in phase 1
// expect:   release socket2
// expect:   result: nil
// expect: secure ok:
// expect:   acquire cert3
// expect:   acquire socket3
// expect:   Connection ready 3
// expect:   SecureConnection ready 3
// expect:   result: conn 3
// expect:   SecureConnection.deinit 3
// expect:   Connection.deinit 3
// expect:   release socket3
// expect:   release cert3
// expect: secure early fail:
// expect:   acquire cert4
// expect:   acquire socket4
// expect:   Connection failing in phase 1
// expect:   release socket4
// expect:   release cert4
// expect:   result: nil
// expect: secure late fail:
// expect:   acquire cert5
// expect:   acquire socket5
// expect:   Connection ready 5
// expect:   SecureConnection failing in phase 2
// expect:   SecureConnection.deinit 5
// expect:   Connection.deinit 5
// expect:   release socket5
// expect:   release cert5
// expect:   result: nil
// expect: done
