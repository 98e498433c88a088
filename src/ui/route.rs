//! Hash routes: `#/`, `#/lab/<slug>?<params>` and `#/embed/<slug>?<params>`.
//!
//! Hash routing works on any static host and under any sub-path.

use crate::api::Fields;

/// How a lab is shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum View {
    /// With the page chrome: header, form, embed-code control.
    Page,
    /// The widget alone, sized for an iframe.
    Embed,
}

/// A parsed location hash.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Route {
    /// The home page listing the labs.
    Home,
    /// One lab, with its URL parameters.
    Lab {
        /// Page or embed.
        view: View,
        /// The lab's slug.
        slug: String,
        /// The lab's parameters.
        params: Fields,
    },
    /// Anything else (the hash as given).
    NotFound(String),
}

impl Route {
    /// Parses a location hash, with or without the leading `#`.
    pub fn parse(hash: &str) -> Route {
        let path = hash.strip_prefix('#').unwrap_or(hash);
        let (path, query) = path.split_once('?').unwrap_or((path, ""));
        let path = path.trim_end_matches('/');
        if path.is_empty() {
            return Route::Home;
        }
        let (view, slug) = if let Some(slug) = path.strip_prefix("/lab/") {
            (View::Page, slug)
        } else if let Some(slug) = path.strip_prefix("/embed/") {
            (View::Embed, slug)
        } else {
            return Route::NotFound(hash.to_string());
        };
        if slug.is_empty() || slug.contains('/') {
            return Route::NotFound(hash.to_string());
        }
        Route::Lab { view, slug: slug.to_string(), params: Fields::from_query(query) }
    }

    /// The hash for this route, with the leading `#`.
    pub fn to_hash(&self) -> String {
        match self {
            Route::Home => "#/".to_string(),
            Route::Lab { view, slug, params } => {
                let kind = match view {
                    View::Page => "lab",
                    View::Embed => "embed",
                };
                let query = params.to_query();
                if query.is_empty() {
                    format!("#/{kind}/{slug}")
                } else {
                    format!("#/{kind}/{slug}?{query}")
                }
            }
            Route::NotFound(hash) => hash.clone(),
        }
    }
}
