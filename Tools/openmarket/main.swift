import Market

/// Until the text front end lands: prints the first page of the embedded market as plain lines.
let market = InMemoryMarket()
let client = market.client(
    for: VendorCredentials(vendorID: Catalogue.demoVendorID, identifier: "", password: ""))
let page = try await client.page(number: 1, itemsPerPage: 20)
for product in page.products {
    print("\(product.id)\t\(product.name)\t\(product.currency.code) \(product.price)\t\(product.stock)")
}
